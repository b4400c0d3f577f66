create_resources('notify', 'notahash')
