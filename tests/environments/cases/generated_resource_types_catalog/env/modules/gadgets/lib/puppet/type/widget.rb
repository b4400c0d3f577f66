# A resource type written for the tests: its generated form in
# .resource_types/ (which adds `color`) is what Puppet reads.
Puppet::Type.newtype(:widget) do
  @doc = 'A widget.'
  ensurable
  newparam(:name, namevar: true) do
    desc 'The name.'
  end
  newproperty(:size) do
    desc 'The size.'
  end
end
