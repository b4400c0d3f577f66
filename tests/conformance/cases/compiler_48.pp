node 'other', /^t(.)st$/ { notify { "m ${1}": } }
