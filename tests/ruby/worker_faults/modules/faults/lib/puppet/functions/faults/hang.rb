# Never returns (a hung worker).
Puppet::Functions.create_function(:'faults::hang') do
  def hang
    sleep 3600
  end
end
