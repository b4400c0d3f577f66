module Puppet::Parser::Functions
  newfunction(:rw_legacy_fail, :type => :rvalue) do |args|
    raise Puppet::ParseError, "rw_legacy_fail: #{args[0]} is not acceptable"
  end
end
