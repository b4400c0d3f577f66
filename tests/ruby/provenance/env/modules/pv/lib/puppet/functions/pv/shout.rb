# A Ruby function whose value ends in an attribute.
Puppet::Functions.create_function(:'pv::shout') do
  def shout(text)
    "#{text.upcase}!"
  end
end
