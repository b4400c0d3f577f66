user { 'u': managehome => true, shell => '/bin/sh', password => 'x', purge_ssh_keys => true }
