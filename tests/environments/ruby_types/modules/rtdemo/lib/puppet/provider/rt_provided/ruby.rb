Puppet::Type.type(:rt_provided).provide(:ruby) do
  desc 'Does nothing.'
end
