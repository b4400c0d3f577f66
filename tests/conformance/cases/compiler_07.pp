node /test/, 'other' { notify { "m ${0}": } }
