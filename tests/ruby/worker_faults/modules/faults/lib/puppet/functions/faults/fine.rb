Puppet::Functions.create_function(:'faults::fine') do
  def fine
    'fine'
  end
end
