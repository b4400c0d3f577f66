# A namevar marked with the hash-rocket option, an ensurable without a block.
require 'puppet/parameter/boolean'

Puppet::Type.newtype(:rt_simple) do
  @doc = 'A simple test type.'

  ensurable

  newparam(:name, :namevar => true) do
    desc 'The name.'
  end

  newproperty(:value) do
    desc 'Some value.'
  end

  newparam(:force, :boolean => true, :parent => Puppet::Parameter::Boolean) do
    desc 'A boolean parameter.'
  end
end
