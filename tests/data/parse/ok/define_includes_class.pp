class common { notify { 'common': } }
define site() { include common notify { "site-${title}": } }
site { ['a', 'b']: }
