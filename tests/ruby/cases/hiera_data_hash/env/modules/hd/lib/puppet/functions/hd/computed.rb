# A data_hash backend without locations: counts how often Puppet calls it
# and gives lookup_options of its own.
Puppet::Functions.create_function(:'hd::computed') do
  dispatch :computed do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def computed(options, context)
    $hd_computed_calls = ($hd_computed_calls || 0) + 1
    {
      'calls' => $hd_computed_calls,
      'computed_key' => "kernel #{options['kernel']}",
      'merged_hash' => { 'a' => { 'x' => 1 } },
      'lookup_options' => { 'merged_hash' => { 'merge' => 'deep' } },
      'undef_value' => nil,
    }
  end
end
