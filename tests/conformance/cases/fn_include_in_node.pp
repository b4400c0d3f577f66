class base { notify { 'base': } }
node default { include base }
