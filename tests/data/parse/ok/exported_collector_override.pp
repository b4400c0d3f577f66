@@notify { 'e': }
Notify <<| |>> { message => 'x' }
notify { 'plain': }
