define new() { notify { "n${title}": } }
new { 'x': }
