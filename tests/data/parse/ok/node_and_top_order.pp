node default { notify { 'in-node': } }
notify { 'top': }
