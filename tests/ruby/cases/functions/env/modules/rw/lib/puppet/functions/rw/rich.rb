# Returns Puppet's rich data: Sensitive, Timestamp, Binary, undef,
# non-string keys, default, a type.
Puppet::Functions.create_function(:'rw::rich') do
  dispatch :rich do
    param 'Any', :input
  end

  def rich(input)
    {
      1 => 'one',
      'secret' => Puppet::Pops::Types::PSensitiveType::Sensitive.new('s3cret'),
      'when' => Puppet::Pops::Time::Timestamp.parse('2020-01-02T03:04:05.000000000 UTC'),
      'bytes' => Puppet::Pops::Types::PBinaryType::Binary.from_binary_string("ab\x00"),
      'nothing' => nil,
      'echo' => input,
      'type' => Puppet::Pops::Types::TypeFactory.integer,
      'class' => input.class.name,
    }
  end
end
