# The module layer's data_hash: its own keys and lookup_options.
Puppet::Functions.create_function(:'hd::module_data') do
  dispatch :module_data do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def module_data(options, context)
    {
      'hd::greeting' => 'hello from the module',
      'hd::list' => ['m'],
      'lookup_options' => { 'hd::list' => { 'merge' => 'unique' } },
    }
  end
end
