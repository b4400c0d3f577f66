@@notify { 'e': }
notify { 'x': message => defined(Notify['e']) }
