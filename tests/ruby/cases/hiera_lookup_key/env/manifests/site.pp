notify { 'kv': message => lookup('kv_key') }
notify { 'shared': message => lookup('shared') }
notify { 'computed': message => lookup('computed::thing') }
notify { 'dig': message => lookup('computed::thing.list.1') }
notify { 'yaml': message => lookup('yaml_key') }
notify { 'missing': message => lookup('nope', undef, undef, 'default') }
notify { 'all': message => lookup('shared', Array, 'unique', []) }
