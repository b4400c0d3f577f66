class outer::inner { notify { 'deep': } }
include outer::inner
