class profile { notify { 'profile from modules': } }
