# A data_hash function: the provenance test's Ruby Hiera data.
Puppet::Functions.create_function(:'pv::data') do
  def data(options, context)
    { 'pv::settings::from_ruby' => 'hiera value from Ruby' }
  end
end
