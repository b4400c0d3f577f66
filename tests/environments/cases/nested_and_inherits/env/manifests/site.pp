include outer::inner
include child
