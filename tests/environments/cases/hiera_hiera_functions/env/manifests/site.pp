class foo { notify { 'foo': } }
class bar { notify { 'bar': } }
notify { 'hiera': message => hiera('s') }
notify { 'hieradefault': message => hiera('missing', 'dflt') }
notify { 'hiera_array': message => hiera_array('arr') }
notify { 'hiera_hash': message => hiera_hash('h') }
hiera_include('classes')
