notify { 'x': message => hiera_array('missing') }
