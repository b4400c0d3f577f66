# A 4.x function that asks the current environment for a module.
Puppet::Functions.create_function(:'finder::current') do
  dispatch :current do
    param 'String', :name
  end

  def current(name)
    env = Puppet.lookup(:current_environment)
    mod = env.module(name)
    mod ? "#{mod.name} in #{env.name}" : "no #{name} in #{env.name}"
  end
end
