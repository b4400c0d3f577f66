# A regex node in Puppet 8: one whose pattern has a (?...) group is named with it spelled out and its definition is then not found
node /(?i)^OTHER$/ { notify { 'other': } }
node default { notify { 'default': } }
