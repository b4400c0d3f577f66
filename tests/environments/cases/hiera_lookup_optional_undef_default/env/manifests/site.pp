notify { 'a': message => String(lookup('missing', Optional[String], 'first', undef)) }
notify { 'b': message => String(lookup('missing', String, 'first', undef)) }
