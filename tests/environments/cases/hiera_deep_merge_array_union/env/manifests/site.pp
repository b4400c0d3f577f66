notify { 'deep list': message => lookup('list', Array, 'deep') }
notify { 'deep nested': message => lookup('nested', Hash, 'deep') }
notify { 'deep single high': message => lookup('only_high', Array, 'deep') }
notify { 'unique list': message => lookup('list', Array, 'unique') }
notify { 'deep with knockout': message => lookup({ 'name' => 'nested', 'merge' => { 'strategy' => 'deep', 'merge_hash_arrays' => true } }) }
