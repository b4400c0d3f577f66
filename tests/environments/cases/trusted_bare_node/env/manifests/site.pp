notify { 'trusted': message => String($trusted) }
node 'web1' { notify { "node ${trusted['hostname']} ${trusted['domain']}": } }
