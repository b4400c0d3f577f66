# A resource type written for the tests; the test links its provider
# folder and puppet_x back to the module (loops a walk must not follow).
Puppet::Type.newtype(:gizmo) do
  @doc = 'A gizmo.'
  newparam(:name, namevar: true) do
    desc 'The name.'
  end
  newproperty(:size) do
    desc 'The size.'
  end
end
