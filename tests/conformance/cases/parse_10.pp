function new() { 'n' }
notify { new(): }
