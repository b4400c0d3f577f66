@@notify { 'e': }
realize(Notify['e'])
