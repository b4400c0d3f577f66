# The Error type holds Data in its details: Puppet 8 cannot serialize it
notify { 'e': message => [Iterator[Integer], Error['msg', 'kind']] }
