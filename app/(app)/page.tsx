import { DashboardView } from "@/components/dashboard/dashboard-view";
import { getCurrentUser } from "@/server/auth";
import { getDashboardStats } from "@/server/dashboard";
import { listUserPlants } from "@/server/garden";
import { getUserProfile } from "@/server/profile";

export default async function DashboardPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  const profile = await getUserProfile(user);
  const [stats, plants] = await Promise.all([
    getDashboardStats(user.id, profile.timezone),
    listUserPlants(user.id, profile.timezone),
  ]);
  return <DashboardView firstName={user.firstName} timezone={profile.timezone} stats={stats} plants={plants} />;
}
