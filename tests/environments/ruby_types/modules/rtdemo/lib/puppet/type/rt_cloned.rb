# Attributes and title patterns from a helper module function and a Proc.
require_relative '../../puppet_x/rtdemo/common'

Puppet::Type.newtype(:rt_cloned) do
  PuppetX::Rtdemo::Common.add_section(self)
  instance_eval(&PuppetX::Rtdemo::Common::SHARED)
  newproperty(:value)
end
