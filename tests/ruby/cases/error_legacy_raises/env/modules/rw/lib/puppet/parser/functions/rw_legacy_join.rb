# A function of Puppet 3's API: reads a variable, calls a function.
module Puppet::Parser::Functions
  newfunction(:rw_legacy_join, :type => :rvalue, :arity => -2) do |args|
    sep = lookupvar('separator')
    words = args.map { |w| function_sprintf(['<%s>', w]) }
    words.join(sep) + "|#{args.length}|#{args.map(&:class).join(',')}"
  end
end
