# A 3.x function that finds a data module by name in the compile's
# environment, as tiny-puppet's tp_lookup does.
module Puppet::Parser::Functions
  newfunction(:finder_module_path, :type => :rvalue) do |args|
    mod = Puppet::Module.find(args[0], compiler.environment.to_s)
    raise Puppet::ParseError, "Could not find module #{args[0]} in environment #{compiler.environment}" unless mod
    File.read(File.join(mod.path, 'data', 'greeting.txt')).strip + " from #{mod.name}"
  end
end
