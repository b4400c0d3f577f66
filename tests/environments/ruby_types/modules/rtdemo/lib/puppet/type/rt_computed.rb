# Title patterns built by a method: not readable as text.
Puppet::Type.newtype(:rt_computed) do
  def self.separator
    ':'
  end

  def self.title_patterns
    [[Regexp.new("^(.*)#{separator}(.*)$"), [[:name], [:port]]], [/(.*)/m, [[:name]]]]
  end

  newparam(:name, namevar: true)
  newparam(:port, namevar: true)
  newproperty(:state)
end
