# A lookup_key backend without locations: answers keys under `computed::`,
# reading a fact through interpolation.
Puppet::Functions.create_function(:'kv::computed') do
  dispatch :lookup_key do
    param 'Variant[String,Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    context.not_found unless key.start_with?('computed::')
    { 'key' => key, 'os' => context.interpolate('%{facts.os.family}'), 'list' => [1, 2] }
  end
end
