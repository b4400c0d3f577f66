@@notify { 'e1': }
realize(Notify['e1'])
