# A regex node in Puppet 8: one whose pattern has a (?...) group is named with it spelled out and its definition is then not found
node 'test' { notify { 'exact': } }
node /(?i)^TEST$/ { notify { 'ci': } }
