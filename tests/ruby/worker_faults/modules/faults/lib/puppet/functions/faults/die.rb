# Kills the Ruby process running it (a worker crash).
Puppet::Functions.create_function(:'faults::die') do
  def die
    Process.kill(:KILL, Process.pid)
  end
end
