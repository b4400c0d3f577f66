class m::other { notify { 'other': } }
