# A function file that does not load: Ruby's syntax error.
module Puppet::Parser::Functions
  newfunction(:faults_not_loading, :type => :rvalue) do |args|
    [1, 2
  end
end
