# Puppet 8 cannot serialize a type holding a recursive alias, however deep;
# it fails at the first resource that holds one, at that resource's line
type Tree = Variant[Integer, Array[Tree]]
type Forest = Array[Tree]
notify { 'plain': message => [Integer, Sensitive[Data]] }
notify { 'deep':
  message => { 'a' => [1, Optional[Forest]] },
}
notify { 'later': message => Hash[String, Data] }
