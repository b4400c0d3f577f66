$top = 'T'
node 'test' { $top = 'N' notify { "t=${top} ${::top}": } }
