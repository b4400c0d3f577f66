$keys = ['password', 'no_scheme', 'block', 'inside', 'two', 'multiline', 'interpolated',
  'plain', 'number', 'flag', 'list', 'nested', 'more_only', 'deep']
$keys.each |$k| { notify { "key ${k}": message => lookup($k) } }
notify { 'unique': message => lookup('merged', Array, 'unique') }
notify { 'sensitive': message => String(lookup('sensitive_one') =~ Sensitive) }
notify { 'unwrapped': message => lookup('sensitive_one').unwrap }
notify { 'in hiera function': message => hiera('password') }
