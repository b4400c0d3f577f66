class c { notify { "nv=${nodevar}": } }
node 'test' { $nodevar = 'set' include c }
