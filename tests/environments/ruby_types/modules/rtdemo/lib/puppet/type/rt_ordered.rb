# Title patterns that do not match every title: Puppet then fails.
Puppet::Type.newtype(:rt_ordered) do
  def self.title_patterns
    [[%r{\A(\d+)-(\w+)\z}, [[:position], [:label]]]]
  end

  newparam(:position, :namevar => true)
  newparam(:label, :namevar => true)
  newproperty(:content)
end
