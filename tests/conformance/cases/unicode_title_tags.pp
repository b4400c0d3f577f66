notify { 'héllo wörld': }
notify { 'ascii_ok': }
