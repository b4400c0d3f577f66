node /example\.com$/ { notify { 'regex fqdn': } }
node default { notify { 'default': } }
